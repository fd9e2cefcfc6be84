// A small curated set, only icons the apps take from here: shared-ui is a federated singleton,
// so every icon listed here ships to every page. Apps import any other icon from lucide-react
// directly (tree-shaken per app).
export {
  ArrowLeft,
  ArrowRight,
  Check,
  ChevronDown,
  Heart,
  LogOut,
  Mail,
  Menu,
  Package,
  Pencil,
  Phone,
  ShoppingBasket,
  ShoppingCart,
  Store,
  Trash2,
  TriangleAlert,
  User,
  X,
} from 'lucide-react';
export type { LucideIcon, LucideProps } from 'lucide-react';
