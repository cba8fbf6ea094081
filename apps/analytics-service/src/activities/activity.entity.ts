import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One analytics event (spec: actionType, actionData, ipAddress), with the country resolved on the server. */
@Entity({ name: 'activities' })
@Index('activities_occurred_at_idx', ['occurredAt'])
@Index('activities_type_occurred_at_idx', ['actionType', 'occurredAt'])
export class ActivityEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'action_type', type: 'varchar', length: 32 })
  actionType: string;

  @Column({ name: 'action_data', type: 'jsonb', default: () => "'{}'" })
  actionData: Record<string, unknown>;

  /** The raw address, removed after 30 days by the retention job. */
  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  /** The address without its host part, kept as long as the record. */
  @Column({ name: 'ip_prefix', type: 'varchar', length: 64, nullable: true })
  ipPrefix: string | null;

  @Column({ type: 'varchar', length: 16 })
  country: string;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ name: 'user_id', type: 'varchar', length: 64, nullable: true })
  userId: string | null;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
