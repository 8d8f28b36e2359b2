// Public routes of SPEC §2 whose content is a screen of the domain work: each shows its page schema
// file (schemas/pages/<folder>/<name>.json) when it exists, or the honest "not available yet" screen.
export interface PublicScreen {
  path: string;
  /** Page file base name. */
  name: string;
  title: string;
}

const CARGO_TRACING_HOME = [
  'railBookingDetailHome',
  'railwayTrackingDetailHome',
  'seaBookingDetailHome',
  'seaTrackingDetailHome',
  'airBookingDetailHome',
  'airTrackingDetailHome',
  'fbaTrackingDetailHome',
  // A shipment's shareable tracking link (issue 47): ?t=<token>, no session.
  'sharedTracking',
];

export const PUBLIC_SCREENS: PublicScreen[] = [
  { path: '/seabillfee', name: 'seabillfee', title: 'route.seabillfee' },
  { path: '/seabillfee/rmbDetial', name: 'rmbDetial', title: 'route.rmbDetial' },
  { path: '/seabillfee/logisticsCenter', name: 'logisticsCenter', title: 'route.logisticsCenter' },
  { path: '/messagecenter/tallyordermsg', name: 'tallyordermsg', title: 'route.tallyordermsg' },
  ...CARGO_TRACING_HOME.map((name) => ({ path: `/cargoTracingHome/${name}`, name, title: `route.${name}` })),
];
