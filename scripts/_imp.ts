import { createBuiltinEngine } from '../src/engine/builtin/index.js';
const engine = await createBuiltinEngine();
const drafts = [
  { content: "So I wanted to let u know that their was a problem with the shipment tbh. whats the plan? pls let me know asap lol. we should discuss about it on monday with john.\n\nthanks", improvements: ['grammar', 'spelling', 'formality'], tone: 'professional' },
  { content: "Hi Sam,\n\nI recieved the the report yesterday and i think its definately ready. Can we meet tommorow to go over it? Their are a few small things to adress.\n\nThanks,\nAna", improvements: ['grammar', 'clarity'], tone: 'professional' },
];
for (const d of drafts) {
  const t0 = performance.now();
  const r = await engine.improve(d as never);
  console.log(JSON.stringify(r.value, null, 1), (performance.now()-t0).toFixed(1), 'ms');
}
