import { describe, expect, it } from 'vitest';
import { dishPictureSources } from './dish-picture-sources';

describe('dishPictureSources', () => {
  it('offers a seed picture and an upload at each served width, in AVIF and WebP', () => {
    expect(dishPictureSources('/menu-images/margherita-pizza.webp')?.avif).toBe(
      [160, 320, 480, 640, 960]
        .map((width) => `/pictures/${width}/avif/menu-images/margherita-pizza.webp ${width}w`)
        .join(', '),
    );
    expect(dishPictureSources('/uploads/5b1d3c4e-0000-4000-8000-000000000000.png')?.webp).toContain(
      '/pictures/320/webp/uploads/5b1d3c4e-0000-4000-8000-000000000000.png 320w',
    );
  });

  it('leaves a picture kept elsewhere, or with an address that would break a srcset, as it is', () => {
    for (const src of [
      'https://i.ibb.co/abc/pizza.jpg',
      '/menu-images/a picture, with commas.webp',
      '/uploads/../secret.webp',
      'data:image/svg+xml;charset=utf-8,%3Csvg%3E',
    ])
      expect(dishPictureSources(src)).toBeUndefined();
  });
});
