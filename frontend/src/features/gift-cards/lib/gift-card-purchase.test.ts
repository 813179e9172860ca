import { describe, expect, it } from 'vitest';
import { emptyGiftCard, giftCardProblems, giftCardRequest } from './gift-card-purchase';

describe('the gift card form', () => {
  it('asks for an amount in the shop’s range and the address the card goes to', () => {
    const problems = giftCardProblems({
      ...emptyGiftCard(),
      amount: 2,
      recipientEmail: 'not an address',
    });
    expect(problems).toEqual({
      amount: 'Choose an amount from $5.00 to $500.00.',
      recipientEmail: 'Enter the e-mail address the card goes to.',
    });
    expect(
      giftCardProblems({ ...emptyGiftCard(), amount: '', recipientEmail: 'a@b.co' }),
    ).toHaveProperty('amount');
    expect(
      giftCardProblems({ ...emptyGiftCard(), amount: 500, recipientEmail: 'Noor@Example.com' }),
    ).toEqual({});
  });

  it('says which words are too long, and sends only what was filled in, trimmed', () => {
    const long = {
      ...emptyGiftCard(),
      recipientEmail: 'noor@example.com',
      message: 'x'.repeat(501),
    };
    expect(giftCardProblems(long)).toEqual({ message: 'At most 500 characters.' });
    expect(
      giftCardRequest({
        amount: 25,
        recipientEmail: ' Noor@Example.com ',
        recipientName: '  ',
        senderName: ' Ada ',
        message: ' Happy birthday! ',
      }),
    ).toEqual({
      amount: 25,
      recipientEmail: 'noor@example.com',
      senderName: 'Ada',
      message: 'Happy birthday!',
    });
  });
});
