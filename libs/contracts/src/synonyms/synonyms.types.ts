/** Two words a search treats as one: a Sranan and a Dutch word for the same thing (oto and auto). Both ways. */
export interface Synonym {
  id: number;
  term: string;
  synonym: string;
  createdAt: string;
}

export interface SynonymList {
  synonyms: Synonym[];
}
