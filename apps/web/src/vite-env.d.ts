/// <reference types="vite/client" />

/** The app version, from apps/web/package.json at build time. */
declare const __APP_VERSION__: string;

/** A digest of every locale file: the versioned path the locale JSON is served under (locales-plugin.ts). */
declare const __LOCALES_VERSION__: string;
