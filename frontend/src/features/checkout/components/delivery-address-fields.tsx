import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useState } from 'react';
import { addressProblems, type AddressDraft } from '@/features/checkout/lib/checkout-choices';

interface DeliveryAddressFieldsProps {
  value: AddressDraft;
  onChange: (address: AddressDraft) => void;
}

type Field = Exclude<keyof AddressDraft, 'location'>;

/** Where to deliver, checked by the contract's rules as the customer leaves each field. */
export function DeliveryAddressFields({ value, onChange }: DeliveryAddressFieldsProps) {
  const { t, i18n } = useLingui();
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string>();
  const problems = addressProblems(value, i18n);
  const field = (name: Field) => ({
    value: value[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...value, [name]: event.currentTarget.value }),
    onBlur: () => setTouched((fields) => ({ ...fields, [name]: true })),
    error: touched[name] ? problems[name] : undefined,
  });

  const shareLocation = () => {
    if (!('geolocation' in navigator)) {
      setLocationError(t`This browser cannot share its location.`);
      return;
    }
    setLocating(true);
    setLocationError(undefined);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onChange({
          ...value,
          location: { latitude: coords.latitude, longitude: coords.longitude },
        });
      },
      () => {
        setLocating(false);
        setLocationError(t`Your location could not be read; the address is enough for most areas.`);
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  return (
    <Stack gap="sm">
      <TextInput label={t`Address`} autoComplete="address-line1" required {...field('line1')} />
      <TextInput
        label={t`Address line 2`}
        description={t`Building, floor, flat`}
        autoComplete="address-line2"
        {...field('line2')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t`City`} autoComplete="address-level2" required {...field('city')} />
        <TextInput label={t`Postcode`} autoComplete="postal-code" required {...field('postcode')} />
      </SimpleGrid>
      <Textarea label={t`Instructions for the driver`} rows={2} {...field('instructions')} />
      <Group gap="sm" wrap="wrap">
        {value.location ? (
          <>
            <Text size="sm" c="leaf.9" fw={600} role="status">
              <Trans>Location shared</Trans>
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onChange({ ...value, location: undefined })}
            >
              <Trans>Stop sharing</Trans>
            </Button>
          </>
        ) : (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconCurrentLocation size={16} aria-hidden="true" />}
            loading={locating}
            onClick={shareLocation}
          >
            <Trans>Share my location</Trans>
          </Button>
        )}
      </Group>
      {locationError && (
        <Text size="sm" c="red.8" role="alert">
          {locationError}
        </Text>
      )}
    </Stack>
  );
}
