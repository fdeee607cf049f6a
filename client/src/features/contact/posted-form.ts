import { createContext, useContext } from 'react';
import type { PostedForm } from '@garage/contract/posted-form';

/**
 * The form a visitor sent without scripts, when the gateway renders its page again to show its messages (decision
 * 053). Only the gateway's render provides one (entry-server.tsx): in the browser there is none.
 */
export const PostedFormContext = createContext<PostedForm | undefined>(undefined);

export const usePostedForm = () => useContext(PostedFormContext);
