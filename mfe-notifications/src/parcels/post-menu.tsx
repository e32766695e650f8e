import { defineParcel, type PostMenuProps } from '@inkpot/shared-contracts';
import { PostMenu } from '../features/post-menu/components/post-menu.tsx';

export default defineParcel<PostMenuProps>(PostMenu);
