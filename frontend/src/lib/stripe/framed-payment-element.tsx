import { Box } from '@mantine/core';
import { PaymentElement, type PaymentElementProps } from '@stripe/react-stripe-js';

/** The frame of Mantine's inputs, so that Stripe's field reads as one of the form's own. */
const FIELD_BORDER = '1px solid var(--mantine-color-gray-5)';

/** Stripe's Payment Element in the frame of the shop's inputs; `testId` names the frame for the tests. */
export function FramedPaymentElement({
  testId,
  ...element
}: PaymentElementProps & { testId?: string }) {
  return (
    <Box
      p="sm"
      bd={FIELD_BORDER}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid={testId}
    >
      <PaymentElement {...element} />
    </Box>
  );
}
