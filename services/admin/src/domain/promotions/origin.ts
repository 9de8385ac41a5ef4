/** The site of a promotion: its subdomain under the base domain, on the port the caller used. */
export function promotionOrigin(
  subdomain: string,
  baseDomain: string,
  request: { protocol: string; host: string },
): string {
  const port = /:(\d+)$/.exec(request.host)?.[1];
  return `${request.protocol}://${subdomain}.${baseDomain}${port ? `:${port}` : ''}`;
}
