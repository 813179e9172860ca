/**
 * What Stripe.js does in the browser to pay: confirm the intent at the Stripe stand-in with the client secret, the
 * publishable key and the test card that succeeds. Answers the URL and the request, for `fetch` or the bench's `request`.
 */
export function cardConfirmation(standIn, clientSecret) {
  const intentId = clientSecret.split('_secret_')[0];
  return [
    `${standIn.url}/v1/payment_intents/${intentId}/confirm`,
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${standIn.publishableKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '2034',
        'payment_method_data[card][cvc]': '123',
      }),
    },
  ];
}
