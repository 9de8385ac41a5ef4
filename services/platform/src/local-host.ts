const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|::1)$|\.localhost$/;

/**
 * Whether a Host names this machine (localhost, *.localhost, 127.0.0.1, [::1]), with or
 * without a port. Local development runs on plain http, so Secure cookies and HSTS apply
 * only to other hosts: a browser that saw HSTS for localhost would refuse http for a year.
 */
export const isLocalHost = (host: string) =>
  LOCAL_HOST.test(host.replace(/:\d+$/, '').toLowerCase());

/** Strict-Transport-Security for every host that is not local (the services and the edge). */
export const HSTS = 'max-age=31536000; includeSubDomains';
