// Issue 7, part 5: the Mozilla HTTP Observatory's header rules applied to every kind of answer of the built gateway.
// Prints each response's score and grade, and the tests that gave or took points.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, startGateway } from './lib.mjs';
import { observatoryScore } from '../support/observatory.ts';

const gateway = await startGateway({ DEMO_CONTENT: 'true' });
try {
  const list = await (await fetch(`${gateway.url}/api/realizations?limit=1`)).json();
  const picture = list.data[0]?.thumbnail_url;
  const pages = {
    'HTML /': '/',
    'HTML deep link': '/montpellier/services/reprogrammation-moteur',
    'HTML 404': '/pas/une/page',
    'JSON /api/realizations': '/api/realizations?limit=1',
    'JSON 404': '/api/inconnu',
    'JSON 401 (admin)': '/api/admin/status',
    'GraphQL playground': '/graphql',
    'media (WebP)': picture,
    'sitemap.xml': '/sitemap.xml',
    'PDF brochure': '/api/brochure/brochure-partenaires',
  };
  const rows = [];
  for (const [name, path] of Object.entries(pages)) {
    if (!path) continue;
    const response = await fetch(`${gateway.url}${path}`, {
      headers: { Accept: path === '/graphql' ? 'text/html' : '*/*' },
    });
    await response.arrayBuffer();
    const result = observatoryScore(response.headers);
    console.log(
      `${name}: ${result.score} (${result.grade}) — ${result.tests.map((t) => `${t.result} ${t.modifier >= 0 ? '+' : ''}${t.modifier}`).join(', ')}`,
    );
    rows.push({ response: name, score: result.score, grade: result.grade, tests: result.tests });
  }
  const dir = path.join(root, 'tests', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'headers.json'), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
} finally {
  await gateway.stop();
}
