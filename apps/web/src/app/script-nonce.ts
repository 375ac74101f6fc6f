import { createContext } from 'react';

/**
 * The nonce of the page's Content-Security-Policy, which allows the inline scripts React Router writes into the page
 * rendered on the server (the router's state and the scroll restoration). Only the server render has one.
 */
export const ScriptNonce = createContext<string | undefined>(undefined);
