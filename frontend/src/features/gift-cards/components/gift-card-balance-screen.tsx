import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useCheckGiftCardBalance } from '@/api/generated/gift-cards/gift-cards';
import { checkGiftCardBalanceBody } from '@/api/generated/zod/gift-cards/gift-cards.zod';
import { AnchorLink } from '@/components/link';
import { formatPrice } from '@/lib/money';

const codeRule = checkGiftCardBalanceBody.shape.code;

/** Anyone holding a code sees what is left on the card, signed in or not. */
export function GiftCardBalanceScreen() {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [wrongShape, setWrongShape] = useState(false);
  const check = useCheckGiftCardBalance();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (!codeRule.safeParse(code).success) return setWrongShape(true);
    setWrongShape(false);
    check.mutate({ data: { code } });
  };
  const balance = check.data;
  const left = balance ? formatPrice(balance.balance) : '';
  const code = balance?.code ?? '';

  return (
    <Container size="sm" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Gift card balance</Trans>
        </Title>
        <Card padding="lg">
          <form onSubmit={submit} noValidate>
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <TextInput
                label={t`Gift card code`}
                description={t`16 letters and digits, as on the e-mail.`}
                style={{ flex: 1, minWidth: 0 }}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={24}
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                error={
                  wrongShape
                    ? t`A gift card code is 16 letters and digits, as on the e-mail.`
                    : check.error?.message
                }
              />
              <Button type="submit" variant="default" mt={46} loading={check.isPending}>
                <Trans>Check</Trans>
              </Button>
            </Group>
          </form>
        </Card>
        {balance && (
          <Alert
            color={balance.voided ? 'red' : 'leaf'}
            role="status"
            title={balance.voided ? t`This gift card was cancelled` : t`${left} left`}
          >
            {balance.voided ? (
              <Trans>Card {code} pays nothing more. Ask us if you think this is a mistake.</Trans>
            ) : (
              <Trans>
                Card {code} can pay {left} of your next orders: enter its code at checkout.
              </Trans>
            )}
          </Alert>
        )}
        <Text>
          <AnchorLink to="/gift-cards" c="leaf.9" underline="always">
            <Trans>Buy a gift card</Trans>
          </AnchorLink>
        </Text>
      </Stack>
    </Container>
  );
}
