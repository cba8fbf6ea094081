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

  @Column({ name: 'ip_address', type: 'varchar', length: 64 })
  ipAddress: string;

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
