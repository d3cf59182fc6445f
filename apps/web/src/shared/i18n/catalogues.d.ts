// A catalogue imported with `?lingui` is compiled by Lingui's Vite plugin into its messages (lingui.config.ts).
declare module '*?lingui' {
  export const messages: import('@lingui/core').Messages;
}
