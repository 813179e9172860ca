/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the shop's API lives; `/api` on the shop's own origin unless set. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A build asset in several widths and formats (vite-imagetools' `as=picture`): one srcset per format, and a fallback. */
declare module '*&as=picture' {
  const picture: {
    sources: Record<string, string>;
    img: { src: string; w: number; h: number };
  };
  export default picture;
}
