import { launchBrowser, openPage, readCaptcha } from '../../tests/e2e/support/browser';
import { startServer } from '../../tests/e2e/support/server';
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
const GROUPS: Record<string, RegExp> = {
  griffelResolve: /^(resolveStyleRules|resolveStyleRulesForSlots)$/,
  griffelInsert: /^(insertCSSRules|insertStyles|insertionFactory|insert)$/,
  griffelMerge: /^mergeClasses$/,
  griffelAll: /^(resolveStyleRules|resolveStyleRulesForSlots|insertCSSRules|insertStyles|mergeClasses|useClasses|computeClasses|reduceToClassNameForSlots|reduceToClassName|useStyles|__styles|makeStyles)$/,
  react: /^(performWorkOnRootViaSchedulerTask|performSyncWorkOnRoot|flushPassiveEffects)$/,
  commit: /^commitRoot$/,
};
(async () => {
  const server = await startServer(process.env.ROOT);
  const browser = await launchBrowser();
  const baseUrl = server.baseUrl;
  const N = Number(process.env.N ?? 5);
  const tot: Record<string, number[]> = {};
  const compTot: Record<string, number> = {};
  for (let i = 0; i < N; i++) {
    const p = await openPage(browser, { language: 'en', baseUrl });
    await p.addInitScript({ content: `window.__m={};document.addEventListener('submit',()=>{window.__m.submit??=performance.now()},true);new MutationObserver(()=>{const m=window.__m;if(m.submit===undefined)return;if(document.querySelector('[data-testid="dashboard"]'))m.dash??=performance.now();}).observe(document,{childList:true,subtree:true});` });
    await p.goto(`${baseUrl}/login`);
    await p.waitForSelector('[data-testid="login-account"]:not([disabled])');
    await p.waitForLoadState('networkidle');
    await p.fill('[data-testid="login-account"]', 'demo');
    await p.fill('[data-testid="login-password"]', 'demo1234');
    await p.fill('[data-testid="login-captcha"]', await readCaptcha(p));
    const cdp = await p.context().newCDPSession(p);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await p.click('[data-testid="login-submit"]');
    await p.waitForSelector('[data-testid="dashboard"]');
    await p.waitForTimeout(1200);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number } };
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const sums: Record<string, number> = { busy: 0 };
    profile.samples.forEach((id, k) => {
      const dt = profile.timeDeltas[k + 1] !== undefined ? profile.timeDeltas[k + 1] / 1000 : 0;
      const leaf = byId.get(id)!.callFrame.functionName;
      if (leaf === '(idle)' || leaf === '(program)') return;
      sums.busy += dt;
      const hit = new Set<string>();
      for (let c: number | undefined = id; c !== undefined; c = parent.get(c)) {
        const f = byId.get(c)!.callFrame.functionName;
        for (const [g, re] of Object.entries(GROUPS)) if (re.test(f)) hit.add(g);
      }
      for (const g of hit) sums[g] = (sums[g] ?? 0) + dt;
      { const lf = byId.get(id)!.callFrame; const key = 'SELF ' + lf.functionName + ' ' + lf.url.replace(/.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''); (compTot as any)[key] = ((compTot as any)[key] ?? 0) + dt; }
      if (/^(replaceState|getScrollState|fetch|compilePath|setAttribute|computeBox)$/.test(byId.get(id)!.callFrame.functionName)) {
        const chain: string[] = [];
        for (let c: number | undefined = parent.get(id); c !== undefined && chain.length < 9; c = parent.get(c)) { const f = byId.get(c)!.callFrame; chain.push(f.functionName + ':' + f.url.replace(/.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '') + ':' + f.lineNumber); }
        const key = 'CHAIN ' + byId.get(id)!.callFrame.functionName + ' < ' + chain.join(' < ');
        (compTot as any)[key] = ((compTot as any)[key] ?? 0) + dt;
      }
      const comps = new Set<string>();
      for (let c: number | undefined = id; c !== undefined; c = parent.get(c)) {
        const f = byId.get(c)!.callFrame; const nm = f.functionName;
        if (/^[A-Z][A-Za-z0-9_$]*$/.test(nm) || /^use[A-Z]/.test(nm)) comps.add(nm + ' ' + f.url.replace(/.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
      }
      for (const c of comps) (compTot as any)[c] = ((compTot as any)[c] ?? 0) + dt;
    });
    console.log(`run ${i}`, Object.entries(sums).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
    for (const [k, v] of Object.entries(sums)) (tot[k] ??= []).push(v);
    await p.context().close();
  }
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  console.log(Object.entries(compTot).sort((a, b) => b[1] - a[1]).slice(0, 400).map(([k, v]) => `${(v / N).toFixed(1).padStart(6)} ${k}`).join('\n'));
  console.log('MEDIAN', Object.entries(tot).map(([k, v]) => `${k} ${med(v).toFixed(0)}`).join(' | '));
  await browser.close(); await server.stop();
})();
