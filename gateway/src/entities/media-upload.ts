import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AdminUser } from './admin.js';

/** Every file made from one upload (derivatives, poster): deleted when no realisation uses it any more. */
@Entity('media_upload')
@Check('media_upload_kind_check', `kind IN ('image', 'video')`)
export class MediaUpload {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  kind: 'image' | 'video';

  /** Stored names, the first one being the upload's own. */
  @Column({ type: 'text', array: true })
  files: string[];

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** The account that sent it; null for the network's (demo media, uploads older than this column). */
  @Column({ name: 'uploaded_by', type: 'integer', nullable: true })
  uploadedBy: number | null;

  @ManyToOne(() => AdminUser, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by', foreignKeyConstraintName: 'media_upload_uploaded_by_fkey' })
  uploader?: AdminUser | null;
}
