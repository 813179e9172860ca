import '@/components/choice-styles.css';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Input, Radio, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { OptionChoice, OptionGroup } from '@/api/generated/model';
import { QuantityStepper } from '@/components/quantity-stepper';
import { UserText } from '@/components/user-text';
import { isRequired, priceChangeInWords, ruleInWords } from '@/lib/menu/option-rules';
import {
  chooseOnly,
  countOf,
  type DishSelection,
  groupControl,
  isSoldOut,
  roomLeft,
  setCount,
} from '@/features/menu/lib/dish-selection';
import classes from './dish-dialog.module.css';

interface OptionGroupFieldProps {
  group: OptionGroup;
  selection: DishSelection;
  onChange: (selection: DishSelection) => void;
}

/** "Required · Choose 1": under the group's name, and its accessible description. */
const ruleLine = (group: OptionGroup, i18n: I18n) => {
  const rule = ruleInWords(group, i18n);
  return isRequired(group) ? i18n._(msg`Required · ${rule}`) : i18n._(msg`Optional · ${rule}`);
};

/** What a choice adds to the price, or that it is sold out; the control's description. */
function choiceNote(choice: OptionChoice, i18n: I18n): string | undefined {
  if (isSoldOut(choice)) return i18n._(msg`Sold out`);
  return priceChangeInWords(choice.price);
}

/** A group's or a choice's name, as long as the contract lets it be. */
const Name = ({ children }: { children: string }) => (
  <UserText component="span" inherit>
    {children}
  </UserText>
);

/** The group's name and rule above its choices, whichever way they are chosen. */
const wrapperOf = (group: OptionGroup, i18n: I18n) => ({
  label: <Name>{group.name}</Name>,
  description: ruleLine(group, i18n),
  classNames: { label: classes.groupName },
});

/** One option group of the dish: its name, its rule, and its choices as radios, checkboxes or steppers. */
export function OptionGroupField({ group, selection, onChange }: OptionGroupFieldProps) {
  const { i18n } = useLingui();
  const wrapper = wrapperOf(group, i18n);

  switch (groupControl(group)) {
    case 'one':
      return (
        <Radio.Group
          {...wrapper}
          value={group.choices.find((choice) => countOf(selection, choice) > 0)?._id ?? null}
          onChange={(id) => {
            const choice = group.choices.find((candidate) => candidate._id === id);
            if (choice) onChange(chooseOnly(group, choice, selection));
          }}
        >
          <Stack gap="sm" mt="xs">
            {group.choices.map((choice) => (
              <Radio
                key={choice._id}
                value={choice._id}
                label={<Name>{choice.name}</Name>}
                description={choiceNote(choice, i18n)}
                disabled={isSoldOut(choice)}
              />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'some': {
      const full = roomLeft(group, selection) === 0;
      return (
        <Checkbox.Group
          {...wrapper}
          value={group.choices.filter((choice) => countOf(selection, choice) > 0).map((c) => c._id)}
          onChange={(ids) =>
            onChange(
              group.choices.reduce(
                (next, choice) => setCount(group, choice, ids.includes(choice._id) ? 1 : 0, next),
                selection,
              ),
            )
          }
        >
          <Stack gap="sm" mt="xs">
            {group.choices.map((choice) => (
              <Checkbox
                key={choice._id}
                value={choice._id}
                label={<Name>{choice.name}</Name>}
                description={choiceNote(choice, i18n)}
                disabled={isSoldOut(choice) || (full && countOf(selection, choice) === 0)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    }
    case 'counts':
      return <CountsField group={group} selection={selection} onChange={onChange} />;
  }
}

/** A group whose choices may be taken more than once: a stepper per choice, within the group's maximum. */
function CountsField({ group, selection, onChange }: OptionGroupFieldProps) {
  const { i18n } = useLingui();
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Input.Wrapper
      labelElement="div"
      {...wrapperOf(group, i18n)}
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
    >
      <Stack
        role="group"
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        gap="xs"
        mt="xs"
      >
        {group.choices.map((choice) => {
          const count = countOf(selection, choice);
          const most = isSoldOut(choice) ? 0 : count + roomLeft(group, selection);
          const change = (next: number) => onChange(setCount(group, choice, next, selection));
          return (
            <Group key={choice._id} justify="space-between" wrap="nowrap" gap="sm">
              <div className={classes.choiceText}>
                <Text size="sm">
                  <Name>{choice.name}</Name>
                </Text>
                {choiceNote(choice, i18n) && (
                  <Text size="xs" c="dimmed">
                    {choiceNote(choice, i18n)}
                  </Text>
                )}
              </div>
              <QuantityStepper
                name={choice.name}
                quantity={count}
                min={0}
                max={most}
                onDecrease={() => change(count - 1)}
                onIncrease={() => change(count + 1)}
              />
            </Group>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
