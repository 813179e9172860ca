import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What POST /images accepts: a PNG, JPEG, WebP or GIF picture of at most 5 MB. The contract says so in its words
 * only: a size limit on a multipart file is nothing its schemas (nor the zod that orval makes of them) can hold, so
 * this is the SPA's one copy of the rule, for the dish's picture and the profile photo alike.
 */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** What a picture field says under its label, in the interface's language. */
export const pictureHint = (i18n: I18n = globalI18n): string =>
  i18n._(msg`PNG, JPEG, WebP or GIF, up to 5 MB`);

/** Why this file cannot be uploaded as a picture, checked before uploading anything; undefined if it can. */
export function pictureProblem(file: File, i18n: I18n = globalI18n): string | undefined {
  if (!PICTURE_TYPES.includes(file.type))
    return i18n._(msg`Choose a picture: a PNG, JPEG, WebP or GIF file.`);
  if (file.size > MAX_PICTURE_BYTES)
    return i18n._(msg`This picture is larger than 5 MB. Choose a smaller one.`);
  return undefined;
}
