import { defineParcel, type NewsletterButtonProps } from '@inkpot/shared-contracts';
import { NewsletterButton } from '../features/newsletter-button/components/newsletter-button.tsx';

export default defineParcel<NewsletterButtonProps>(NewsletterButton);
