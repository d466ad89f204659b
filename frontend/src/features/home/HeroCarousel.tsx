import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hotUrl } from '../catalogue';
import { useCarouselPicturesQuery } from './homeApi';
import { useCarousel } from './useCarousel';

interface Slide {
  key: string;
  picture: string;
  to: string;
  title: string;
  text?: string;
  /** Staff pictures carry their own lettering; the built-in ones get the text laid over them. */
  lettered?: boolean;
}

/** The first banner is the home page's largest paint: fetched first; the hidden ones only when shown. */
const pictureLoading = (i: number) => (i === 0 ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const));

/** The picture carousel to the pathology-grade, zebrafish and plant antibody lists. */
export function HeroCarousel() {
  const { t } = useTranslation('home');
  const { data: pictures } = useCarouselPicturesQuery();
  const builtIn: Slide[] = [
    { key: 'pathology', picture: '/home/slide-pathology.svg', to: hotUrl(null, { producttype: ['Pathological Antibody'] }), title: t('carousel.pathology.title'), text: t('carousel.pathology.text') },
    { key: 'zebrafish', picture: '/home/slide-zebrafish.svg', to: hotUrl(null, { reactivity: ['Zebrafish'] }), title: t('carousel.zebrafish.title'), text: t('carousel.zebrafish.text') },
    { key: 'plant', picture: '/home/slide-plant.svg', to: hotUrl(null, { reactivity: ['Plants'] }), title: t('carousel.plant.title'), text: t('carousel.plant.text') },
  ];
  // Staff-maintained pictures replace the built-in slides when there are any.
  const slides: Slide[] =
    pictures && pictures.length > 0
      ? pictures.map((p) => ({ key: `pic-${p.id}`, picture: p.url, to: p.routlink || '/hot', title: p.picname, lettered: true }))
      : builtIn;
  const { index, setIndex, previous, next, paused, setPaused, auto } = useCarousel(slides.length, 6000);

  return (
    <section
      className="hero-carousel"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="hero-carousel__viewport" aria-live={paused || !auto ? 'polite' : 'off'}>
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            className={slide.lettered ? 'hero-carousel__slide' : 'hero-carousel__slide hero-carousel__slide--text'}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.position', { index: i + 1, total: slides.length })}
            hidden={i !== index}
          >
            {slide.lettered ? (
              <Link to={slide.to} className="hero-carousel__picture">
                <img src={slide.picture} alt={slide.title} width="1200" height="360" {...pictureLoading(i)} />
              </Link>
            ) : (
              <>
                <img src={slide.picture} alt="" width="1200" height="360" {...pictureLoading(i)} />
                <Link to={slide.to} className="hero-carousel__text">
                  <strong>{slide.title}</strong>
                  {slide.text && <span>{slide.text}</span>}
                  <span className="hero-carousel__cta">{t('carousel.cta')}</span>
                </Link>
              </>
            )}
          </div>
        ))}
      </div>
      <div className="hero-carousel__controls">
        <button type="button" className="carousel-arrow" onClick={previous} aria-label={t('carousel.previous')}>‹</button>
        <ul className="hero-carousel__dots">
          {slides.map((slide, i) => (
            <li key={slide.key}>
              <button type="button" aria-current={i === index} aria-label={t('carousel.goTo', { title: slide.title })} onClick={() => setIndex(i)} />
            </li>
          ))}
        </ul>
        <button type="button" className="carousel-arrow" onClick={next} aria-label={t('carousel.next')}>›</button>
      </div>
    </section>
  );
}
