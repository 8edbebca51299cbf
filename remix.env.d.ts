/// <reference types="@remix-run/dev" />

import '@remix-run/node';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
  /** What server.mjs gives every loader and action (getLoadContext). */
  interface AppLoadContext {
    /** The address of the socket the request came from: the visitor's, without a proxy in front. */
    socketAddress?: string;
  }
}
