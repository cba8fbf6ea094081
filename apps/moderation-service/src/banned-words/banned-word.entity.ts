import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A word or phrase that blocks content (back-office spec 2.12). */
@Entity({ name: 'banned_words' })
export class BannedWordEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** As the operator typed it, trimmed; shown in the blacklist. */
  @Column({ type: 'varchar', length: 100, unique: true })
  word: string;

  /** Lowercase, accent-free letters and digits: what matching compares and what keeps 'Casino' and 'casino' one entry. */
  @Column({ type: 'varchar', length: 100, unique: true })
  normalized: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
