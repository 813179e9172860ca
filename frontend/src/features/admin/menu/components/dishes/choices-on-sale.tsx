import { Card, Stack, Text, Title } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OptionGroupAdmin } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { ChoiceLine, type ChoiceSaleActions } from '../option-groups/option-groups-list';

interface ChoicesOnSaleProps extends ChoiceSaleActions {
  groups: OptionGroupAdmin[];
}

/** Every group's choices on Manage Items, so that a kitchen out of mushrooms says so in one press, mid-service. */
export function ChoicesOnSale({ groups, ...actions }: ChoicesOnSaleProps) {
  const { t } = useLingui();
  if (groups.length === 0) return null;
  const soldOut = groups
    .flatMap((group) => group.choices)
    .filter((choice) => choice.soldOut).length;
  return (
    <Stack component="section" aria-labelledby="choices-on-sale" gap="sm" mt="xl">
      <Title order={2} fz="xl" id="choices-on-sale">
        <Trans>Choices</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        {soldOut === 0 ? (
          <Trans>
            Every choice is on sale. A choice sold out here is sold out on every dish that offers
            its group.
          </Trans>
        ) : (
          <Trans>
            <Plural value={soldOut} one="# sold out." other="# sold out." /> A choice sold out here
            is sold out on every dish that offers its group.
          </Trans>
        )}
      </Text>
      {groups.map((group) => {
        const name = group.name;
        return (
          <Card key={group._id} component="article" aria-label={t`Choices of ${name}`} padding="sm">
            <UserText fw={600}>{group.name}</UserText>
            <Stack component="ul" gap={0} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {group.choices.map((choice) => (
                <ChoiceLine key={choice._id} choice={choice} {...actions} />
              ))}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
