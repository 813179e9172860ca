/** A picture uploaded to the shop, as images.service names it: `/uploads/<uuid>.<extension>`. */
const UPLOADED = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
const ON_THE_WEB = /^https:\/\/[A-Za-z0-9.-]+\/\S*$/;
/** The shop's upload as a browser names it whole (Firebase keeps a profile's picture as a whole address). */
const UPLOADED_WHOLE = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*)$/;
/** Where the sign-in providers serve their accounts' pictures from: Google's lh3 to lh6.googleusercontent.com. */
const PROVIDER_PICTURE_HOST = /^lh[3-6]\.googleusercontent\.com$/;

/**
 * The customer's photo as the shop keeps it, or undefined when it may not be one: the shop's own upload (kept as
 * its path, whatever host the whole address named: the picture shown is always the shop's own file), or the
 * picture of their sign-in provider. The contract's PhotoUrl says the form; the hosts are said here. A photo on any
 * other host would tell a stranger's server each time the staff look at the customer.
 */
export function customerPhotoOf(photoUrl: string): string | undefined {
  if (UPLOADED.test(photoUrl)) return photoUrl;
  const whole = UPLOADED_WHOLE.exec(photoUrl);
  if (whole) return whole[2];
  return ON_THE_WEB.test(photoUrl) && PROVIDER_PICTURE_HOST.test(new URL(photoUrl).hostname) ? photoUrl : undefined;
}
