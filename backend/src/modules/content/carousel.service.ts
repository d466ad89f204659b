import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CarouselPicture } from './carousel-picture.entity';

@Injectable()
export class CarouselService {
  constructor(@InjectRepository(CarouselPicture) private readonly pictures: Repository<CarouselPicture>) {}

  list(): Promise<CarouselPicture[]> {
    return this.pictures.find({ order: { position: 'ASC', id: 'ASC' } });
  }
}
