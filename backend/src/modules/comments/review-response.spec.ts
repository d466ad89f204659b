import { Review } from './review.entity';
import { toShownReview } from './review-response';

describe('toShownReview', () => {
  const review = Object.assign(new Review(), {
    id: 1,
    firstName: '  ',
    imageFile: '1-2-ab.jpg',
    applications: ['WESTERN BLOT', 'ELISA'],
    primaryDilution: '1:500',
    species: 'Else',
    speciesOther: 'Hamster',
    sampleType: 'cell',
    specification: 'ok',
    reply: null,
    repliedAt: null,
    createdAt: new Date('2025-01-02T03:04:05Z'),
  });

  it('names an anonymous reviewer Verified Customer and joins applications with commas', () => {
    expect(toShownReview(review)).toMatchObject({
      firstname: 'Verified Customer',
      applicationused: 'WESTERN BLOT,ELISA',
      species: 'Hamster',
      type: 'cell',
      reply: null,
      commenttime: '2025-01-02T03:04:05.000Z',
    });
  });
});
