// A signed token with its last character changed, always to a different one: appending a fixed letter after
// dropping the last one gives back the same token whenever it already ended in that letter (1 run in 64: CI saw it).
export const tamperedToken = (token: string): string =>
  `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
