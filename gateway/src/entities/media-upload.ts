import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

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
}
