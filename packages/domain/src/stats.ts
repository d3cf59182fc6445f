export interface UserStats {
  totalPayments: number;
  totalReviews: number;
  totalPurchasedProducts: number;
}

export interface MonthlyEarnings {
  month: number;
  earnings: number;
}

export interface AdminStats {
  totalEarnings: number;
  totalOrders: number;
  totalUsers: number;
  totalProducts: number;
  totalReviews: number;
  monthlyEarnings: MonthlyEarnings[];
}
