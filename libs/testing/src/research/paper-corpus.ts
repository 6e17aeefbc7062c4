/**
 * A deterministic fixture corpus of papers for the stand-ins, the ranking-quality set and the
 * bench: topics with their own vocabulary (and words shared across topics, as real fields share
 * "transformer" or "attention"), subtopics, authors with affiliations, citations inside a topic,
 * and full text for the open-access part. Queries are judged by topic (1) and subtopic (2).
 */
export type FixturePaper = {
  n: number; topic: number; subtopic: number; title: string; abstract: string; authors: { name: string; affiliation: string }[];
  categories: string[]; published: string; arxiv?: string; pmid?: string; pmcid?: string; doi?: string; ppr?: string;
  cites: number[]; sections?: { title: string; paragraphs: string[] }[];
};

export type Topic = { name: string; category: string; bio: boolean; terms: string[]; subtopics: string[][]; synonyms: string[] };

export const TOPICS: Topic[] = [
  { name: 'language models', category: 'cs.CL', bio: false, terms: ['language', 'model', 'transformer', 'token', 'pretraining', 'corpus'], subtopics: [['machine', 'translation', 'bilingual'], ['question', 'answering', 'retrieval'], ['summarization', 'abstractive', 'document']], synonyms: ['llm', 'nlp'] },
  { name: 'image recognition', category: 'cs.CV', bio: false, terms: ['image', 'convolutional', 'vision', 'pixel', 'recognition', 'network'], subtopics: [['object', 'detection', 'bounding'], ['segmentation', 'semantic', 'mask'], ['classification', 'imagenet', 'label']], synonyms: ['cnn', 'visual'] },
  { name: 'reinforcement learning', category: 'cs.LG', bio: false, terms: ['reinforcement', 'policy', 'reward', 'agent', 'environment', 'learning'], subtopics: [['robotic', 'manipulation', 'grasping'], ['game', 'atari', 'play'], ['offline', 'dataset', 'conservative']], synonyms: ['rl', 'control'] },
  { name: 'graph neural networks', category: 'cs.LG', bio: false, terms: ['graph', 'node', 'edge', 'message', 'passing', 'network'], subtopics: [['molecule', 'property', 'prediction'], ['link', 'recommendation', 'user'], ['knowledge', 'entity', 'relation']], synonyms: ['gnn', 'relational'] },
  { name: 'quantum computing', category: 'quant-ph', bio: false, terms: ['quantum', 'qubit', 'entanglement', 'circuit', 'gate', 'decoherence'], subtopics: [['error', 'correction', 'surface'], ['algorithm', 'variational', 'eigensolver'], ['photonic', 'optical', 'photon']], synonyms: ['qc', 'superconducting'] },
  { name: 'gravitational waves', category: 'gr-qc', bio: false, terms: ['gravitational', 'wave', 'black', 'hole', 'merger', 'detector'], subtopics: [['binary', 'neutron', 'star'], ['ligo', 'interferometer', 'noise'], ['cosmology', 'hubble', 'constant']], synonyms: ['ligo', 'astrophysics'] },
  { name: 'power grids', category: 'eess.SY', bio: false, terms: ['power', 'grid', 'transformer', 'voltage', 'load', 'renewable'], subtopics: [['solar', 'photovoltaic', 'inverter'], ['battery', 'storage', 'charging'], ['fault', 'outage', 'protection']], synonyms: ['electricity', 'energy'] },
  { name: 'number theory', category: 'math.NT', bio: false, terms: ['prime', 'number', 'modular', 'form', 'arithmetic', 'conjecture'], subtopics: [['elliptic', 'curve', 'rank'], ['riemann', 'zeta', 'zeros'], ['diophantine', 'equation', 'integer']], synonyms: ['arithmetic', 'analytic'] },
  { name: 'crispr editing', category: 'q-bio.GN', bio: true, terms: ['crispr', 'cas9', 'genome', 'editing', 'guide', 'rna'], subtopics: [['base', 'editor', 'deamination'], ['off', 'target', 'specificity'], ['t', 'cell', 'primary']], synonyms: ['gene', 'editing'] },
  { name: 'glp-1 agonists', category: 'q-bio.TO', bio: true, terms: ['glp', 'receptor', 'agonist', 'semaglutide', 'weight', 'glucose'], subtopics: [['cardiovascular', 'outcomes', 'mortality'], ['obesity', 'bmi', 'loss'], ['diabetes', 'type', 'insulin']], synonyms: ['incretin', 'metabolic'] },
  { name: 'alzheimer disease', category: 'q-bio.NC', bio: true, terms: ['alzheimer', 'amyloid', 'tau', 'dementia', 'cognitive', 'neurodegeneration'], subtopics: [['biomarker', 'plasma', 'csf'], ['antibody', 'lecanemab', 'trial'], ['microglia', 'inflammation', 'brain']], synonyms: ['neurology', 'memory'] },
  { name: 'antibiotic resistance', category: 'q-bio.PE', bio: true, terms: ['antibiotic', 'resistance', 'bacteria', 'antimicrobial', 'strain', 'gene'], subtopics: [['carbapenem', 'klebsiella', 'enterobacteriaceae'], ['plasmid', 'transfer', 'horizontal'], ['stewardship', 'hospital', 'prescribing']], synonyms: ['amr', 'microbial'] },
  { name: 'covid vaccines', category: 'q-bio.QM', bio: true, terms: ['sars', 'cov', 'vaccine', 'covid', 'mrna', 'immunity'], subtopics: [['neutralizing', 'antibody', 'variant'], ['booster', 'dose', 'efficacy'], ['myocarditis', 'adverse', 'safety']], synonyms: ['coronavirus', 'immunization'] },
  { name: 'cancer immunotherapy', category: 'q-bio.CB', bio: true, terms: ['tumor', 'immunotherapy', 'checkpoint', 'cancer', 'pd', 'inhibitor'], subtopics: [['car', 't', 'cell'], ['melanoma', 'response', 'survival'], ['microenvironment', 'macrophage', 'suppression']], synonyms: ['oncology', 'immune'] },
  { name: 'gut microbiome', category: 'q-bio.PE', bio: true, terms: ['microbiome', 'gut', 'bacterial', 'intestinal', 'metagenomic', 'composition'], subtopics: [['diet', 'fiber', 'fermentation'], ['inflammatory', 'bowel', 'disease'], ['infant', 'colonization', 'birth']], synonyms: ['microbiota', 'flora'] },
  { name: 'malaria', category: 'q-bio.PE', bio: true, terms: ['malaria', 'plasmodium', 'falciparum', 'mosquito', 'parasite', 'transmission'], subtopics: [['artemisinin', 'resistance', 'kelch13'], ['bed', 'net', 'insecticide'], ['vaccine', 'rts', 'sporozoite']], synonyms: ['tropical', 'vector'] },
  { name: 'protein folding', category: 'q-bio.BM', bio: true, terms: ['protein', 'structure', 'folding', 'residue', 'alphafold', 'prediction'], subtopics: [['molecular', 'dynamics', 'simulation'], ['cryo', 'em', 'density'], ['design', 'de', 'novo']], synonyms: ['structural', 'biology'] },
  { name: 'sleep', category: 'q-bio.NC', bio: true, terms: ['sleep', 'circadian', 'insomnia', 'rhythm', 'melatonin', 'wake'], subtopics: [['apnea', 'obstructive', 'airway'], ['shift', 'work', 'night'], ['adolescent', 'screen', 'school']], synonyms: ['chronobiology', 'rest'] },
  { name: 'climate models', category: 'physics.ao-ph', bio: false, terms: ['climate', 'warming', 'temperature', 'emission', 'carbon', 'model'], subtopics: [['precipitation', 'extreme', 'rainfall'], ['ocean', 'heat', 'circulation'], ['aerosol', 'cloud', 'forcing']], synonyms: ['atmosphere', 'earth'] },
  { name: 'federated learning', category: 'cs.LG', bio: false, terms: ['federated', 'client', 'privacy', 'aggregation', 'server', 'training'], subtopics: [['differential', 'privacy', 'noise'], ['heterogeneous', 'non', 'iid'], ['communication', 'compression', 'bandwidth']], synonyms: ['decentralized', 'distributed'] },
];

const GENERIC = ['study', 'results', 'method', 'approach', 'analysis', 'data', 'we', 'propose', 'show', 'significant', 'performance', 'evaluation', 'novel', 'framework', 'improves', 'compared', 'baseline', 'across', 'large', 'effect'];
const FIRST = ['Ada', 'Wei', 'Maria', 'John', 'Aisha', 'Kenji', 'Lena', 'Carlos', 'Priya', 'Olga', 'Samuel', 'Fatima', 'Noah', 'Mei', 'Ivan'];
const LAST = ['Lovelace', 'Zhang', 'Garcia', 'Smith', 'Khan', 'Tanaka', 'Muller', 'Silva', 'Patel', 'Ivanova', 'Okafor', 'Haddad', 'Brown', 'Chen', 'Petrov'];
const AFFIL = ['University of Cambridge', 'Tsinghua University', 'Institut Pasteur', 'MIT', 'Karolinska Institutet', 'University of Tokyo', 'ETH Zurich', 'Fiocruz', 'AIIMS Delhi', 'Max Planck Institute'];

/** mulberry32: a small deterministic PRNG (same corpus on every run). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, xs: T[]): T => xs[Math.floor(r() * xs.length)]!;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function sentence(r: () => number, words: string[], n: number): string {
  return cap(Array.from({ length: n }, () => pick(r, words)).join(' ')) + '.';
}

/** `count` papers, topic = n % topics; papers of bio topics have PubMed ids, the others arXiv ids. */
export function fixtureCorpus(count = 400, seed = 7): FixturePaper[] {
  const r = prng(seed);
  const papers: FixturePaper[] = [];
  for (let n = 0; n < count; n++) {
    const topicIx = n % TOPICS.length;
    const t = TOPICS[topicIx]!;
    const subIx = Math.floor(n / TOPICS.length) % t.subtopics.length;
    const sub = t.subtopics[subIx]!;
    const vocab = [...t.terms, ...t.terms, ...sub, ...sub, ...sub, ...GENERIC, ...GENERIC, ...t.synonyms];
    const title = cap([pick(r, sub), pick(r, t.terms), pick(r, sub), pick(r, t.terms), pick(r, GENERIC)].join(' '));
    const abstract = Array.from({ length: 4 }, () => sentence(r, vocab, 10 + Math.floor(r() * 8))).join(' ');
    const authors = Array.from({ length: 1 + Math.floor(r() * 4) }, () => ({ name: `${pick(r, FIRST)} ${pick(r, LAST)}`, affiliation: pick(r, AFFIL) }));
    const year = 2018 + (n % 7);
    const published = `${year}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
    const p: FixturePaper = { n, topic: topicIx, subtopic: subIx, title, abstract, authors, categories: [t.category], published, cites: [] };
    if (t.bio) {
      p.pmid = String(30000000 + n);
      p.doi = `10.1000/fixture.${n}`;
      if (n % 3 !== 0) p.pmcid = `PMC${9000000 + n}`;
      if (n % 10 === 5) p.ppr = `PPR${700000 + n}`;
    } else {
      p.arxiv = `${String(year % 100).padStart(2, '0')}${String(1 + (n % 12)).padStart(2, '0')}.${String(10000 + n).padStart(5, '0')}`;
      // every fourth arXiv paper was also published with a DOI Europe PMC knows (a merge case)
      if (n % 4 === 1) p.doi = `10.48550/arxiv.${p.arxiv}`;
    }
    if (p.pmcid) {
      p.sections = ['Introduction', 'Methods', 'Results', 'Discussion'].map((s, i) => ({
        title: s,
        paragraphs: Array.from({ length: 2 }, (_, j) => `${sentence(r, vocab, 25)} ${i === 1 && j === 0 ? `We measured ${sub.join(' ')} with a standard protocol in ${pick(r, AFFIL)}.` : sentence(r, vocab, 15)}`),
      }));
    }
    papers.push(p);
  }
  // citations: each paper cites up to four earlier papers of its topic
  for (const p of papers) {
    const earlier = papers.filter((q) => q.topic === p.topic && q.n < p.n);
    for (let i = 0; i < Math.min(4, earlier.length); i++) {
      const c = pick(r, earlier).n;
      if (!p.cites.includes(c)) p.cites.push(c);
    }
  }
  return papers;
}

export type JudgedQuery = { query: string; topic: number; subtopic: number | null; hard: boolean };

/**
 * Three queries per topic, 60 for 20 topics: one about a subtopic in the topic's words, one partly
 * in synonyms, and a hard one (a single subtopic word among common words and a word of another
 * topic, as vague queries are).
 */
export function judgedQueries(): JudgedQuery[] {
  return TOPICS.flatMap((t, i) => [
    { query: `${t.subtopics[0]!.join(' ')} ${t.terms[0]} ${t.terms[2]}`, topic: i, subtopic: 0, hard: false },
    { query: `${t.synonyms[0]} ${t.terms[1]} ${t.terms[3]} ${t.subtopics[1]![0]}`, topic: i, subtopic: 1, hard: false },
    { query: `${t.subtopics[2]![1]} ${GENERIC[i % GENERIC.length]} ${GENERIC[(i + 7) % GENERIC.length]} ${TOPICS[(i + 1) % TOPICS.length]!.terms[0]}`, topic: i, subtopic: 2, hard: true },
  ]);
}

/** Graded relevance of a paper for a judged query: 2 same subtopic, 1 same topic, 0 otherwise. */
export function relevance(q: JudgedQuery, p: Pick<FixturePaper, 'topic' | 'subtopic'>): number {
  if (p.topic !== q.topic) return 0;
  return q.subtopic !== null && p.subtopic === q.subtopic ? 2 : 1;
}

/** nDCG@k of a ranking given graded gains. */
export function ndcgAt(k: number, gains: number[], idealGains: number[]): number {
  const dcg = (g: number[]) => g.slice(0, k).reduce((s, x, i) => s + (2 ** x - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...idealGains].sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(gains) / ideal;
}
