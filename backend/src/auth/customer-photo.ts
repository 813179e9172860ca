/** A picture uploaded to the shop, as images.service names it: `/uploads/<uuid>.<extension>`. */
const UPLOADED = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
const ON_THE_WEB = /^https:\/\/[A-Za-z0-9.-]+\/\S*$/;
/** Where the sign-in providers serve their accounts' pictures from: Google's lh3 to lh6.googleusercontent.com. */
const PROVIDER_PICTURE_HOST = /^lh[3-6]\.googleusercontent\.com$/;

/**
 * Whether an address may be a customer's photo: the shop's own upload, or the picture of their sign-in provider.
 * The contract's PhotoUrl says the form; the hosts are said here. A photo on any other host would tell a stranger's
 * server each time the staff look at the customer.
 */
export function isCustomerPhoto(photoUrl: string): boolean {
  if (UPLOADED.test(photoUrl)) return true;
  return ON_THE_WEB.test(photoUrl) && PROVIDER_PICTURE_HOST.test(new URL(photoUrl).hostname);
}
