// The Content-Security-Policy of the built SPA: scripts only from the origin; styles also inline,
// because Fluent UI (Griffel) inserts style rules at run time; images from data:/blob: for the
// captcha canvas and exports; no framing by anyone (frame-ancestors 'none').
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};
