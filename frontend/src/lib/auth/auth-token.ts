import { ACCESS_TOKEN_KEY } from '@/api/fetcher';

/** The shop's own token, which the fetcher sends as a Bearer header. */
export const storeAccessToken = (token: string) => {
  try {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Storage may be blocked (private mode); requests then go without a token.
  }
};

export const clearAccessToken = () => {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
};
