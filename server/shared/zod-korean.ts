// Zod's built-in messages in Korean, so every validation failure a member or client sees is Korean,
// including the generic ones (wrong type, too small) that our schemas do not word themselves.
import { z } from 'zod';

z.config(z.locales.ko());
