// One lucide icon per field type, shared by the palette, the canvas and the structure panel.
import {
  AlignLeft,
  AtSign,
  Calendar,
  CheckSquare,
  SquareChevronDown,
  CircleDot,
  Hash,
  ImageIcon,
  ImageUp,
  Star,
  Type,
  type LucideIcon,
} from 'lucide-react';
import type { TFieldType } from '@praxiform/domain';

export const FIELD_ICONS: Record<TFieldType, LucideIcon> = {
  text: Type,
  textarea: AlignLeft,
  email: AtSign,
  number: Hash,
  date: Calendar,
  radio: CircleDot,
  checkbox: CheckSquare,
  select: SquareChevronDown,
  rating: Star,
  image: ImageIcon,
  'image-upload': ImageUp,
};
