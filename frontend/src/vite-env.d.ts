/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the shop's API lives; `/api` on the shop's own origin unless set. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A build asset in several widths (vite-imagetools' `as=srcset`): the value of a `srcset` attribute. */
declare module '*&as=srcset' {
  const srcset: string;
  export default srcset;
}
