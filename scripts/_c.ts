import nlp from 'compromise';
for (const t of ['We should discuss it on Monday with john.', 'ask sarah and mike about it', 'i will bring the bill', 'will you join', 'can you mark it', 'talk to grace tomorrow']) {
  const t0 = performance.now();
  const d = nlp(t);
  console.log(d.match('#FirstName').out('array'), d.people().out('array'), (performance.now()-t0).toFixed(2));
}
