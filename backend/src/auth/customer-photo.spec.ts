import { Contract } from '../common/contract/contract';
import { customerPhotoOf } from './customer-photo';

describe('customerPhotoOf', () => {
  const contract = Contract.load();

  it("takes the shop's own uploads and the sign-in provider's pictures, each a PhotoUrl by the contract", () => {
    for (const photo of [
      '/uploads/5b1d3c4e-2a0f-4f7e-9d61-0c1f3b8a7e22.webp',
      'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c',
      'https://lh5.googleusercontent.com/-x/photo.jpg',
    ]) {
      expect([photo, customerPhotoOf(photo), contract.checkSchema('PhotoUrl', photo)]).toEqual([photo, photo, []]);
    }
  });

  it("keeps the shop's upload named as a whole address (as Firebase keeps a profile's picture) as its path", () => {
    for (const photo of ['http://localhost:3000/uploads/5b1d3c4e.webp', 'https://shop.example/uploads/5b1d3c4e.webp']) {
      expect([photo, customerPhotoOf(photo), contract.checkSchema('PhotoUrl', photo)]).toEqual([
        photo,
        '/uploads/5b1d3c4e.webp',
        [],
      ]);
    }
  });

  it('refuses any other host, and what is not an address of the shop', () => {
    for (const photo of [
      'https://evil.example/x.png',
      'https://lh3.googleusercontent.com.evil.example/x.png',
      'https://evil.example/lh3.googleusercontent.com/x.png',
      'http://lh3.googleusercontent.com/a/x',
      'http://evil.example/uploads/../jwt-secret',
      'https://evil.example/uploads/x.png?track=1',
      '/uploads/../jwt-secret',
      '/menu-images/margherita-pizza.webp',
      '//lh3.googleusercontent.com/a/x',
      'javascript:alert(1)',
    ]) {
      expect([photo, customerPhotoOf(photo)]).toEqual([photo, undefined]);
    }
  });
});
