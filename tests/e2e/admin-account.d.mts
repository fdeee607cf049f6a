export declare const E2E_ADMIN: { readonly username: string; readonly password: string };
