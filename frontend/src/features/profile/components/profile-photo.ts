/** What POST /images accepts (the contract): these pictures, up to 5 MB. */
export const PROFILE_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const MAX_PROFILE_PHOTO_BYTES = 5 * 1024 * 1024;

/** Why this file cannot be the profile photo, checked before uploading anything; undefined if it can. */
export function checkProfilePhoto(file: File): string | undefined {
  if (!PROFILE_PHOTO_TYPES.includes(file.type)) {
    return 'Choose a picture: a PNG, JPEG, WebP or GIF file.';
  }
  if (file.size > MAX_PROFILE_PHOTO_BYTES) {
    return 'This picture is larger than 5 MB. Choose a smaller one.';
  }
  return undefined;
}
