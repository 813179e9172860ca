import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useUploadImage } from '@/api/generated/images/images';
import { UserAvatar } from '@/components/user-avatar';
import { UserText } from '@/components/user-text';
import { useAuth } from '@/lib/auth/auth-context';
import { nameProblem, tidyName, USER_NAME } from '@/lib/name-rule';
import { pictureHint, PICTURE_TYPES, pictureProblem } from '@/lib/menu/picture-rule';
import { toastDone } from '@/lib/toasts';

const problemOf = (error: unknown, i18n: I18n) =>
  isApiError(error) || error instanceof Error
    ? error.message
    : i18n._(msg`Something went wrong. Please try again.`);

/** The profile form (/update-profile): a name (required) and a photo, saved to the provider and the shop. */
export function ProfileForm() {
  const { t, i18n } = useLingui();
  const { user, updateProfile } = useAuth();
  const uploadImage = useUploadImage();
  const [name, setName] = useState(user?.displayName ?? '');
  const [nameError, setNameError] = useState<string>();
  const nameInput = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [error, setError] = useState<string>();
  const [warning, setWarning] = useState<string>();
  const [saving, setSaving] = useState(false);

  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!photo) return setPreview(undefined);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const choosePhoto = (file: File | null) => {
    const problem = file ? pictureProblem(file) : undefined;
    setPhotoError(problem);
    setPhoto(problem ? null : file);
  };

  // Shows its own failures on the form, so the form's handler does not wait for it.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setWarning(undefined);
    const problem = nameProblem(name, USER_NAME);
    setNameError(problem);
    if (problem) {
      nameInput.current?.focus();
      return;
    }
    setSaving(true);
    try {
      let photoURL: string | undefined;
      let photoProblem: string | undefined;
      if (photo) {
        try {
          const { data } = await uploadImage.mutateAsync({ data: { image: photo } });
          photoURL = new URL(data.display_url, window.location.origin).href;
        } catch (uploadError) {
          photoProblem = problemOf(uploadError, i18n);
        }
      }
      await updateProfile({ displayName: tidyName(name), photoURL });
      if (photoProblem) {
        setWarning(t`Your name is saved, but the photo is not: ${photoProblem}`);
      } else {
        setPhoto(null);
        toastDone(t`Profile updated successfully`);
      }
    } catch (updateError) {
      const updateProblem = problemOf(updateError, i18n);
      setError(t`Your profile was not updated: ${updateProblem}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`Update your profile`}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <UserAvatar
            photoURL={preview ?? user?.photoURL}
            alt={preview ? t`Your new photo, not saved yet` : t`Your photo`}
            size={72}
          />
          <Box>
            <UserText fw={600}>{user?.displayName}</UserText>
            <UserText size="sm" c="dimmed">
              {user?.email}
            </UserText>
          </Box>
        </Group>
        <TextInput
          ref={nameInput}
          label={t`Name`}
          name="name"
          autoComplete="name"
          withAsterisk
          aria-required
          maxLength={USER_NAME.maxLength}
          value={name}
          error={nameError}
          errorProps={{ role: 'alert' }}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(undefined);
          }}
        />
        <FileInput
          label={t`Photo`}
          description={pictureHint(i18n)}
          placeholder={t`Choose a picture`}
          accept={PICTURE_TYPES.join(',')}
          clearable
          value={photo}
          onChange={choosePhoto}
          error={photoError}
        />
        {warning && (
          <Alert color="yellow" role="alert" c="var(--mantine-color-black)">
            {warning}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving} disabled={saving}>
            <Trans>Update</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
