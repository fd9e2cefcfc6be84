/** Targets from the issues; reported beside the figures, never asserted in tests. */
export const BUDGETS = {
  shellInitialKb: 110,
  remoteFirstScreenKb: 60,
  coldLoginMs: 1000,
  listingRatioPg: 0.1,
  listingRatioPglite: 0.03,
  cachedRatio: 0.5,
  cachedP99Ms: 15,
  searchP99MsPg: 50,
  productsFirstImageMs: 1000,
  productsInitialKb: 170,
  mobileLcpMs: 2500,
  mobileWarmLcpMs: 1500,
  mobileChain: 3,
  mobileCls: 0.05,
  mobileLoginShellKb: 130,
} as const;
