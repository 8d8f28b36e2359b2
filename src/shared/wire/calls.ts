// The named calls of SPEC §7, relative to API_PREFIX. Resources follow the cususer pattern
// (DESIGN "The wire contract"): `<resource>-list`, `<resource>`, `<resource>-import`,
// `<resource>-export`, `<resource>-stats`, `<resource>/<action>`.
export const Calls = {
  customerLogin: '/custrylogin',
  adminLogin: '/trylogin',
  customerClientData: '/getcusclientdata',
  adminClientData: '/getclientdata',
  homeMenu: '/page-gethomemenu',
  logout: '/logout',
  saveCurrOrg: '/savecurrorg',
  homeMessages: '/homesmessage-list',
  /** The announcements the signed-in user may read now (domains/content/visibleAnnouncements.ts). */
  currentAnnouncements: '/announcement-current',
  /** The published announcements for all customers, for the public home page (no session). */
  publicAnnouncements: '/announcement-public',
  updatePassword: '/updatepassword',
  activateCusUser: '/activatecususer',
  deactivateCusUser: '/deactivecususer',
  cusUser: '/cususer',
  cusUserList: '/cususer-list',
  cusUserResetPassword: '/cususerresetpassword',
  /** SPEC: "site-name call: method and path not shown; returns data.SiteName". */
  siteName: '/getsitename',
  /** SPEC: "user-info calls (normal and admin): paths not shown; return data.menus and data.buttons". */
  customerUserInfo: '/getcususerinfo',
  adminUserInfo: '/getuserinfo',
  /** The signed-in user's own preferences (grid columns per page): GET, PUT and DELETE by `key`. */
  userPreference: '/userpreference',
  /** The real-time hub's long-poll fallback (the WebSocket is HUB_SOCKET_PATH in wire/hub.ts). */
  hubPoll: '/hub-poll',
  /** The audit log of administrative changes (administrators; read only). */
  auditLogList: '/auditlog-list',
  auditLogExport: '/auditlog-export',
  /** importMenu: the differences a menu file would make (multipart file), and applying them. */
  menuImportPreview: '/menu-importPreview',
  menuImport: '/menu-import',
  /** The SQL reports bound to a menu (GET ?menuCd=), run and exported on that menu's screen (domains/reports). */
  boundReports: '/boundReports',
  boundReportsRun: '/boundReports/run',
  boundReportsExport: '/boundReports/exportXlsx',
  /** The message of one tally order by a signed link (`t`), without a session (domains/bookings). */
  tallyOrderMessage: '/tallyOrderMessage',
  /** An FBA pack list (multipart `file`): checked whole, then its orders written (domains/bookings). */
  fbaPackList: '/fbaOrder-packList',
  /** Documents a customer uploads to a booking (domains/bookings/shipmentDocuments.ts): list (`bookingId`), upload (multipart `bookingId`, `kind`, `file`), the file (`id`), delete (`id`). */
  shipmentDocumentList: '/shipmentDocument-list',
  shipmentDocument: '/shipmentDocument',
  shipmentDocumentFile: '/shipmentDocument-file',
  /** Documents the forwarder's staff issue to a customer's booking (the same module; Booking Review): the same four calls, any company's booking past the draft. */
  forwarderDocumentList: '/forwarderDocument-list',
  forwarderDocument: '/forwarderDocument',
  forwarderDocumentFile: '/forwarderDocument-file',
  /** Shareable tracking links of one booking (domains/tracking/trackingLinks.ts): make (form `bookingId`, `days`), list (`bookingId`), revoke (`id`). */
  trackingLink: '/trackingLink',
  trackingLinkList: '/trackingLink-list',
  /** A shared link's tracking (`t`), without a session: what the public lookup answers for its booking. */
  sharedTracking: '/public/sharedTracking',
  /** The signed-in user's own alert settings (domains/notifications): GET, and PUT with form `data`. */
  notificationSettings: '/notificationSettings',
  /** A company's webhooks (its customer administrator; domains/notifications/webhookRoutes.ts): list; add (form url, events, secret?, etaHours?), change (id, ...), delete (id). */
  webhookList: '/webhook-list',
  webhook: '/webhook',
  /** Its delivery log (webhookId?, current, size), and sending one delivery again (form id). */
  webhookDeliveryList: '/webhookDelivery-list',
  webhookDeliveryReplay: '/webhookDelivery/replay',
  /** The header's global search (`q`): bookings, bills and addresses the caller may read, grouped by kind (routes/globalSearch.ts). */
  globalSearch: '/search',
  /** The first administrator's password, set once with the token of the printed setup link (no session). */
  setupAdmin: '/setupadmin',
} as const;

export const resourcePaths = (resource: string) => ({
  list: `/${resource}-list`,
  one: `/${resource}`,
  import: `/${resource}-import`,
  export: `/${resource}-export`,
  stats: `/${resource}-stats`,
  /** Soft delete: the deleted records still kept, and their restore. */
  bin: `/${resource}-bin`,
  restore: `/${resource}-restore`,
  action: (action: string) => `/${resource}/${action}`,
});

/** Served outside /f9api. */
export const SITE_SETTINGS_PATH = '/local/settings/site.json';
export const VERSION_PATH = '/version.json';
export const OPENAPI_PATH = '/f9api/openapi.json';
/** A load balancer's questions (unsigned): is the process alive, should it get requests. */
export const HEALTH_PATH = '/health';
export const READY_PATH = '/ready';
/** The first administrator's setup page (a client route); its one-time token travels in the fragment. */
export const SETUP_PAGE_PATH = '/setup';
