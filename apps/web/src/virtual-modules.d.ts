/** One language of the contract's messages (vite.config.ts, `contractMessages`). */
declare module 'virtual:contract-messages/*' {
  const messages: Record<string, string>;
  export default messages;
}
