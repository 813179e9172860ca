import { Contract } from '../common/contract/contract';
import { isCustomerPhoto } from './customer-photo';

describe('isCustomerPhoto', () => {
  const contract = Contract.load();

  it("takes the shop's own uploads and the sign-in provider's pictures, each a PhotoUrl by the contract", () => {
    for (const photo of ['/uploads/5b1d3c4e-2a0f-4f7e-9d61-0c1f3b8a7e22.webp', 'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c', 'https://lh5.googleusercontent.com/-x/photo.jpg']) {
      expect([photo, isCustomerPhoto(photo), contract.checkSchema('PhotoUrl', photo)]).toEqual([photo, true, []]);
    }
  });

  it('refuses any other host, and what is not an address of the shop', () => {
    for (const photo of [
      'https://evil.example/x.png',
      'https://lh3.googleusercontent.com.evil.example/x.png',
      'https://evil.example/lh3.googleusercontent.com/x.png',
      'http://lh3.googleusercontent.com/a/x',
      '/uploads/../jwt-secret',
      '/menu-images/margherita-pizza.webp',
      '//lh3.googleusercontent.com/a/x',
      'javascript:alert(1)',
    ]) {
      expect([photo, isCustomerPhoto(photo)]).toEqual([photo, false]);
    }
  });
});
