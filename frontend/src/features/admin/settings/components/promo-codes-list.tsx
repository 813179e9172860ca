import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PromoCode } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { formatPrice } from '@/lib/money';
import {
  discountInWords,
  fulfilmentInWords,
  usesInWords,
  validityInWords,
} from '@/features/admin/settings/lib/promo-code-form';
import { ChangeAndDeleteButtons } from '@/features/admin/shared/components/list-item-buttons';

interface PromoCodesListProps {
  promos: PromoCode[];
  timeZone: string;
  onEdit: (promo: PromoCode) => void;
  onDelete: (promo: PromoCode) => void;
}

/** The promo codes: each with its discount, its uses, when and for whom it holds, and whether it is active. */
export function PromoCodesList({ promos, timeZone, onEdit, onDelete }: PromoCodesListProps) {
  const { t, i18n } = useLingui();
  if (promos.length === 0)
    return (
      <Text>
        <Trans>No promo code yet.</Trans>
      </Text>
    );
  return (
    <Stack gap="sm">
      {promos.map((promo) => {
        const discount = discountInWords(promo, i18n);
        const minimum = formatPrice(promo.minimumSubtotal);
        const uses = usesInWords(promo, i18n);
        const perCustomer = promo.maxUsesPerCustomer;
        return (
          <Card key={promo._id} component="article" padding="md" aria-label={promo.code}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} miw={0}>
                <Group gap="xs">
                  <UserText fw={700} ff="monospace">
                    {promo.code}
                  </UserText>
                  <Badge color={promo.active ? 'leaf.9' : 'gray.7'} tt="none">
                    {promo.active ? t`Active` : t`Inactive`}
                  </Badge>
                </Group>
                {promo.description && (
                  <UserText size="sm" c="dimmed">
                    {promo.description}
                  </UserText>
                )}
                <Text size="sm">
                  {promo.minimumSubtotal > 0 ? t`${discount} on ${minimum} or more` : discount}
                  {' · '}
                  {fulfilmentInWords(promo, i18n)}
                </Text>
                <Text size="sm">
                  {perCustomer !== null ? (
                    <Trans>
                      Uses {uses} · {perCustomer} per customer
                    </Trans>
                  ) : (
                    <Trans>Uses {uses}</Trans>
                  )}
                </Text>
                <Text size="sm" c="dimmed">
                  {validityInWords(promo, timeZone, i18n)}
                </Text>
              </Stack>
              <ChangeAndDeleteButtons
                name={promo.code}
                onChange={() => onEdit(promo)}
                onDelete={() => onDelete(promo)}
              />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
